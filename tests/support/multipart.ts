/** Building multipart/form-data bodies by hand, so that tests choose every byte (names, types, boundaries). */

/** One part: a text field, or a file when `filename` is given (with `type` as its Content-Type). */
export interface FormPart {
  name: string;
  value: string | Buffer;
  filename?: string;
  type?: string;
}

export interface MultipartBody {
  payload: Buffer;
  headers: { "content-type": string };
}

/** The smallest well-formed PDF: a résumé as far as a file sniffer can tell. */
export const MINIMAL_PDF = Buffer.from(
  "%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n",
);

const BOUNDARY = "----toppers-test-form";

/** The parts as a multipart body, each delimited by `boundary`, closed by the final delimiter. */
export function multipartBody(parts: FormPart[], boundary = BOUNDARY): MultipartBody {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${part.filename === undefined ? "" : `; filename="${part.filename}"`}`;
    const type = part.type === undefined ? "" : `Content-Type: ${part.type}\r\n`;
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n${type}\r\n`),
      Buffer.isBuffer(part.value) ? part.value : Buffer.from(part.value),
      Buffer.from("\r\n"),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
  };
}

/** A form with text fields and an optional file under a field name of our choosing. */
export function multipart(
  fields: Record<string, string>,
  file?: { field: string; name: string; type: string; bytes: Buffer },
): MultipartBody {
  const parts: FormPart[] = Object.entries(fields).map(([name, value]) => ({ name, value }));
  if (file) parts.push({ name: file.field, value: file.bytes, filename: file.name, type: file.type });
  return multipartBody(parts);
}
