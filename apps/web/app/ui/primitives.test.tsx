import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Alert } from "./alert.tsx";
import { Button, type ButtonVariant, buttonClass } from "./button.tsx";
import { ChoiceCard } from "./choice-card.tsx";
import { Field, FieldError, fieldControlProps } from "./field.tsx";
import { SelectField } from "./select-field.tsx";

describe("Button", () => {
  it("never submits a form unless it says so", () => {
    expect(renderToStaticMarkup(<Button>Copy</Button>)).toContain('type="button"');
    expect(renderToStaticMarkup(<Button type="submit">Save</Button>)).toContain('type="submit"');
  });

  it("is disabled and busy while loading, with its loading label when it has one", () => {
    const markup = renderToStaticMarkup(
      <Button loading loadingLabel="Saving…">
        Save
      </Button>,
    );
    expect(markup).toContain("disabled");
    expect(markup).toContain('aria-busy="true"');
    expect(markup).toContain("Saving…");
    expect(markup).not.toContain(">Save<");
    expect(renderToStaticMarkup(<Button>Save</Button>)).not.toContain("aria-busy");
  });

  it("has the focus ring and the disabled look in every variant", () => {
    for (const variant of ["primary", "secondary", "ghost", "danger"] satisfies ButtonVariant[]) {
      const classes = buttonClass({ variant }).split(" ");
      expect(classes).toContain("focus-visible:outline-brand");
      expect(classes).toContain("disabled:opacity-60");
    }
    expect(buttonClass({ block: true }).split(" ")).toEqual(expect.arrayContaining(["flex", "w-full"]));
  });
});

describe("Field", () => {
  it("links the control to its error, else to its hint", () => {
    expect(fieldControlProps("count", "Too many", true)).toEqual({
      id: "count",
      "aria-invalid": true,
      "aria-describedby": "count-error",
    });
    expect(fieldControlProps("count", null, true)).toEqual({
      id: "count",
      "aria-invalid": undefined,
      "aria-describedby": "count-hint",
    });
    expect(fieldControlProps("count", null, false)["aria-describedby"]).toBeUndefined();
  });

  it("shows the error in place of the hint, announced, under the id the control points at", () => {
    const withError = renderToStaticMarkup(
      <Field id="count" label="Count" hint="1 to 1000" error="Too many">
        control
      </Field>,
    );
    expect(withError).toContain('id="count-error" role="alert"');
    expect(withError).not.toContain("1 to 1000");
    const withHint = renderToStaticMarkup(
      <Field id="count" label="Count" hint="1 to 1000">
        x
      </Field>,
    );
    expect(withHint).toContain('id="count-hint"');
    expect(withHint).toContain('for="count"');
    expect(renderToStaticMarkup(<FieldError id="count" error={null} />)).toBe("");
  });
});

describe("Alert", () => {
  it("interrupts for errors and warnings, waits its turn for info and success", () => {
    expect(renderToStaticMarkup(<Alert tone="error">Failed</Alert>)).toContain('role="alert"');
    expect(renderToStaticMarkup(<Alert tone="success">Saved</Alert>)).toContain('role="status"');
    expect(
      renderToStaticMarkup(
        <Alert tone="warning" role="status">
          Note
        </Alert>,
      ),
    ).toContain('role="status"');
  });
});

describe("SelectField", () => {
  const options = [{ value: "us", label: "United States" }];

  it("describes the select by its error, else by its hint", () => {
    const failed = renderToStaticMarkup(
      <SelectField id="country" label="Country" options={options} hint="Where from" error="Pick one" />,
    );
    expect(failed).toContain('aria-invalid="true"');
    expect(failed).toContain('aria-describedby="country-error"');
    expect(failed).not.toContain("Where from");
    const hinted = renderToStaticMarkup(
      <SelectField id="country" label="Country" options={options} hint="Where from" />,
    );
    expect(hinted).toContain('aria-describedby="country-hint"');
    expect(hinted).not.toContain("aria-invalid");
  });
});

describe("ChoiceCard", () => {
  it("is a label around a hidden radio, so the whole card chooses and the keyboard still reaches it", () => {
    const markup = renderToStaticMarkup(
      <ChoiceCard name="days" value={90} checked disabled onChoose={() => {}} className="p-3">
        90 days
      </ChoiceCard>,
    );
    expect(markup).toMatch(/^<label class="[^"]*has-\[:checked\]:border-brand[^"]* p-3"><input type="radio"/);
    const radio = markup.match(/<input [^>]*>/)?.[0] ?? "";
    for (const attribute of ['name="days"', 'value="90"', 'checked=""', 'disabled=""', 'class="sr-only"']) {
      expect(radio).toContain(attribute);
    }
    expect(markup).toMatch(/>90 days<\/label>$/);
  });
});
