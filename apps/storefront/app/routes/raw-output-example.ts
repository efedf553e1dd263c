/** `/raw-output-example.xml`: raw output in the empty layout, served as XML (see docs/behaviour.md#routes-and-urls). */
export function loader() {
  const body = `<?xml version="1.0" encoding="UTF-8"?>
<example>
  <title>Raw output example</title>
  <description>This document is served as XML, without any page layout.</description>
</example>
`;
  return new Response(body, {
    headers: { 'Content-Type': 'text/xml; charset=utf-8', 'Cache-Control': 'public, max-age=300' },
  });
}
