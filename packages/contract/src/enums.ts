/** Payment status of an order (SPEC §4). */
export const PaymentStatus = { Pending: 0, Success: 1 } as const;
export type PaymentStatus = (typeof PaymentStatus)[keyof typeof PaymentStatus];

/** Real-name certification status (SPEC §4). */
export const CertificationStatus = { Pending: 0, Auditing: 1, Pickup: 2, Success: 3, Fail: 4 } as const;
export type CertificationStatus = (typeof CertificationStatus)[keyof typeof CertificationStatus];

/** Purpose of a verification code (SPEC §4). */
export const CodePurpose = { Register: 0, ResetPassword: 3 } as const;
export type CodePurpose = (typeof CodePurpose)[keyof typeof CodePurpose];

/** Certification type (SPEC §4). */
export const CertificationType = { Personal: 0, Enterprise: 1, Passport: 2, ForeignCompany: 3 } as const;
export type CertificationType = (typeof CertificationType)[keyof typeof CertificationType];

/** Payment method (SPEC §4). */
export const PaymentMethod = { Alipay: "alipay", Wechat: "wechat" } as const;
export type PaymentMethod = (typeof PaymentMethod)[keyof typeof PaymentMethod];

/** Payment channel code sent to the provider (SPEC §4). */
export const PaymentChannel = { AlipayPc: "alipay_pc", WxNative: "wx_native" } as const;
export type PaymentChannel = (typeof PaymentChannel)[keyof typeof PaymentChannel];

/** Status of an allocated static IP (SPEC §4). */
export const StaticIpStatus = { Normal: 1, Expired: 2 } as const;
export type StaticIpStatus = (typeof StaticIpStatus)[keyof typeof StaticIpStatus];

/** Static resource type, also called static ISP type (SPEC §3, §4). */
export const StaticResourceType = { DataCenter: 1, Static: 2, Native: 3, CnStatic: 12 } as const;
export type StaticResourceType = (typeof StaticResourceType)[keyof typeof StaticResourceType];
