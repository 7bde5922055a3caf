/** The personal verification form's labels and the heading of a passed check, as the member sees them. */
export const personalFormCopy = {
  "zh-CN": { realName: "真实姓名", idCard: "身份证号", verify: "立即认证", passedTitle: "认证成功" },
  en: { realName: "Real name", idCard: "ID card number", verify: "Verify now", passedTitle: "Verification passed" },
} as const;
