import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { Pager, pageCount } from "./pager.tsx";

describe("pageCount", () => {
  it("rounds up and never says fewer than one page", () => {
    expect(pageCount(0, 10)).toBe(1);
    expect(pageCount(10, 10)).toBe(1);
    expect(pageCount(11, 10)).toBe(2);
  });
});

describe("Pager", () => {
  const noop = () => {};

  it("disables the previous button on the first page and the next one on the last", () => {
    const first = renderToStaticMarkup(
      <Pager label="Pages" page={1} pages={3} onPage={noop} previous="Back" next="On" />,
    );
    expect(first).toContain('aria-label="Pages"');
    expect(first).toMatch(/<button[^>]*disabled=""[^>]*>Back</);
    expect(first).not.toMatch(/<button[^>]*disabled=""[^>]*>On</);
    const last = renderToStaticMarkup(
      <Pager label="Pages" page={3} pages={3} onPage={noop} previous="Back" next="On" />,
    );
    expect(last).toMatch(/<button[^>]*disabled=""[^>]*>On</);
  });

  it("leaves the link out at an end, since a link cannot be disabled", () => {
    const markup = renderToStaticMarkup(
      <MemoryRouter>
        <Pager label="Pages" page={1} pages={2} hrefFor={(page) => `/blog?page=${page}`} previous="Back" next="On" />
      </MemoryRouter>,
    );
    expect(markup).not.toContain("Back");
    expect(markup).toContain('href="/blog?page=2"');
    expect(markup).toContain('rel="next"');
  });

  it("puts the summary first and groups the steps around the position", () => {
    const markup = renderToStaticMarkup(
      <Pager
        label="Pages"
        page={2}
        pages={3}
        onPage={noop}
        previous="Back"
        next="On"
        summary="30 in all"
        position="2 / 3"
      />,
    );
    expect(markup.indexOf("30 in all")).toBeLessThan(markup.indexOf("Back"));
    expect(markup.indexOf("Back")).toBeLessThan(markup.indexOf("2 / 3"));
    expect(markup.indexOf("2 / 3")).toBeLessThan(markup.indexOf("On"));
  });
});
