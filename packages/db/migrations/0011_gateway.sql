-- Batch ids are unique per gateway: one gateway cannot block (or replay into) another's ids.
ALTER TABLE "usage_batches" DROP CONSTRAINT "usage_batches_pkey";--> statement-breakpoint
ALTER TABLE "usage_batches" ADD CONSTRAINT "usage_batches_gateway_id_batch_id_pk" PRIMARY KEY("gateway_id","batch_id");
