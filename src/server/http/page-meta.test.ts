import { describe, expect, it } from "vitest";
import { createPageMetaRegistry, shellWithMeta } from "./page-meta";

const SHELL = `<!doctype html>
<html lang="en">
  <head>
    <title>Toppers Connect — Mentorship from NEET and JEE toppers</title>
    <meta
      name="description"
      content="The site's own words."
    />
  </head>
  <body><div id="root"></div></body>
</html>`;

describe("page meta", () => {
  it("matches a registered pattern regardless of case and gives its parameters", () => {
    const registry = createPageMetaRegistry();
    const resolve = async () => null;
    registry.add("/mentors/:slug", resolve);
    expect(registry.match("/Mentors/kavya-reddy/")).toEqual({ resolve, params: { slug: "kavya-reddy" } });
    expect(registry.match("/mentors")).toBeUndefined();
    expect(registry.match("/mentors/a/b")).toBeUndefined();
  });

  it("puts the page's title, description and Open Graph tags in the head, escaped", () => {
    const html = shellWithMeta(
      SHELL,
      {
        title: `Kavya "AIR 214" <Reddy>`,
        description: "Physics & chemistry",
        image: "/api/avatars/u1?v=2",
        type: "profile",
      },
      {
        url: "https://toppers.example/hi/mentors/kavya-reddy",
        language: "hi",
        publicUrl: "https://toppers.example",
      },
    );
    expect(html).toContain(`<html lang="hi"`);
    expect(html).toContain(`<title>Kavya &quot;AIR 214&quot; &lt;Reddy&gt;</title>`);
    expect(html).toContain(`<meta name="description" content="Physics &amp; chemistry" />`);
    expect(html).not.toContain("The site's own words.");
    expect(html).toContain(`<meta property="og:type" content="profile" />`);
    expect(html).toContain(
      `<meta property="og:image" content="https://toppers.example/api/avatars/u1?v=2" />`,
    );
    expect(html).toContain(
      `<meta property="og:url" content="https://toppers.example/hi/mentors/kavya-reddy" />`,
    );
    expect(html).toContain(`<meta property="og:locale" content="hi_IN" />`);
    expect(html.indexOf("og:title")).toBeLessThan(html.indexOf("</head>"));
  });

  it("keeps $&, $', $` and $1 in a title or a bio as they are written (not as replacement patterns)", () => {
    const title = "Rank $& of $' and $` ($1, $$)";
    const description = "Bio: $'$`$& done";
    const html = shellWithMeta(
      SHELL,
      { title, description },
      { url: "https://toppers.example/mentors/a", language: "en", publicUrl: "https://toppers.example" },
    );
    // As written, with & escaped as everywhere in the head.
    const escaped = (text: string) => text.replaceAll("&", "&amp;");
    expect(html).toContain(`<title>${escaped(title)}</title>`);
    expect(html).toContain(`<meta name="description" content="${escaped(description)}" />`);
    expect(html).toContain(`<meta property="og:title" content="${escaped(title)}" />`);
    expect(html).toContain(`<meta property="og:description" content="${escaped(description)}" />`);
    // The shell around them is intact: one head, one title, one body, nothing copied in twice.
    expect(html.match(/<\/head>/g)).toHaveLength(1);
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html.match(/<body>/g)).toHaveLength(1);
    expect(html).not.toContain("The site's own words.");
  });

  it("leaves the picture out when there is none", () => {
    const html = shellWithMeta(
      SHELL,
      { title: "A", description: "B" },
      { url: "http://x/", language: "en", publicUrl: "http://x" },
    );
    expect(html).not.toContain("og:image");
    expect(html).toContain(`<meta name="twitter:card" content="summary" />`);
  });
});
