-- Carrier names in English for the English pages; null means the name reads the same in both.
ALTER TABLE "static_nodes" ADD COLUMN "isp_name_en" text;--> statement-breakpoint
UPDATE "static_nodes" SET "isp_name_en" = CASE "isp_name"
	WHEN '中国电信' THEN 'China Telecom'
	WHEN '中国联通' THEN 'China Unicom'
	WHEN '中国移动' THEN 'China Mobile'
	WHEN '中国广电' THEN 'China Broadnet'
END WHERE "isp_name" IN ('中国电信', '中国联通', '中国移动', '中国广电');
