/** A 40×24 blue PNG, enough for the server's decoder check of a business licence. */
export const licencePng = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAACgAAAAYCAIAAAAH5iiXAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAN0lEQVRIiWNQTX49IIhh1OLk0aBWHU1cr0ezU/JoAaI6WmS+Hq0kkkerxdej1WLyaLWoOtSrRQDyF2+M4RziggAAAABJRU5ErkJggg==",
  "base64",
);

/** The enterprise verification form's labels and step buttons, as the member sees them. */
export const companyFormCopy = {
  "zh-CN": {
    companyName: "企业名称",
    creditCode: "统一社会信用代码",
    contactPhone: "联系电话",
    address: "注册地址",
    registrationPhone: "注册电话",
    bankName: "开户银行（支行）",
    bankAccount: "银行账号",
    next: "下一步",
    submit: "提交审核",
  },
  en: {
    companyName: "Company name",
    creditCode: "Unified social credit code",
    contactPhone: "Contact phone",
    address: "Registered address",
    registrationPhone: "Registered phone",
    bankName: "Bank (branch)",
    bankAccount: "Bank account number",
    next: "Next",
    submit: "Submit for review",
  },
} as const;
