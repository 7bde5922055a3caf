import { describe, expect, it, vi } from "vitest";
import { createTranslator } from "./translator.ts";

const translation = {
  cart: { items_one: "{{count}} item", items_other: "{{count}} items", title: "Cart of {{ name }}" },
  days: "{{count}} days",
  plain: "Hello",
};
const messages = { auth: { loginFailed: "Login failed" } };

describe("createTranslator", () => {
  it("finds dotted keys and fills {{name}} slots, with empty text for a missing value", () => {
    const { t } = createTranslator("en", { translation, messages });
    expect(t("plain")).toBe("Hello");
    expect(t("cart.title", { name: "Ada" })).toBe("Cart of Ada");
    expect(t("cart.title")).toBe("Cart of {{ name }}");
    expect(t("cart.title", {})).toBe("Cart of ");
  });

  it("chooses the plural form by the language's rules, falling back to _other and then the key itself", () => {
    const en = createTranslator("en", { translation, messages });
    expect(en.t("cart.items", { count: 1 })).toBe("1 item");
    expect(en.t("cart.items", { count: 3 })).toBe("3 items");
    expect(en.t("cart.items", { count: 0 })).toBe("0 items");
    expect(en.t("days", { count: 1 })).toBe("1 days");
    // Chinese has one form: "other" for every count.
    const zh = createTranslator("zh-CN", { translation: { n_other: "{{count}} 个" }, messages });
    expect(zh.t("n", { count: 1 })).toBe("1 个");
  });

  it("reads the messages namespace when asked and says which keys exist", () => {
    const translator = createTranslator("en", { translation, messages });
    expect(translator.t("auth.loginFailed", { ns: "messages" })).toBe("Login failed");
    expect(translator.exists("auth.loginFailed", { ns: "messages" })).toBe(true);
    expect(translator.exists("auth.loginFailed")).toBe(false);
    expect(translator.exists("cart")).toBe(false);
  });

  it("answers a missing key with its default value or the key, and reports only the latter", () => {
    const onMissing = vi.fn();
    const { t } = createTranslator("en", { translation, messages }, onMissing);
    expect(t("tags.scraping", { defaultValue: "scraping" })).toBe("scraping");
    expect(onMissing).not.toHaveBeenCalled();
    expect(t("no.such.key")).toBe("no.such.key");
    expect(t("plain.deeper")).toBe("plain.deeper");
    expect(onMissing).toHaveBeenCalledWith("no.such.key", "en");
  });

  it("sees texts added to its catalogue after it was made", () => {
    const late: Record<string, string | Record<string, string>> = {};
    const { t } = createTranslator("en", { translation: late, messages });
    expect(t("orders.title")).toBe("orders.title");
    late.orders = { title: "Orders" };
    expect(t("orders.title")).toBe("Orders");
  });
});
