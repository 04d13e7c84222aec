export interface MultipartFile {
  filename: string;
  data: Buffer;
}

/** Just enough multipart/form-data for the flash call: text fields and file parts. */
export function parseMultipart(
  body: Buffer,
  contentType: string,
): { fields: Record<string, string>; files: Record<string, MultipartFile> } {
  const fields: Record<string, string> = {};
  const files: Record<string, MultipartFile> = {};
  const match = /boundary=(?:"([^"]+)"|([^;]+))/i.exec(contentType);
  const boundary = match?.[1] ?? match?.[2];
  if (!boundary) return { fields, files };
  const delimiter = Buffer.from(`--${boundary}`);
  let position = body.indexOf(delimiter);
  while (position !== -1) {
    let start = position + delimiter.length;
    if (body.subarray(start, start + 2).toString() === '--') break;
    start += 2; // CRLF after the delimiter
    const next = body.indexOf(delimiter, start);
    if (next === -1) break;
    const part = body.subarray(start, next - 2);
    const headerEnd = part.indexOf('\r\n\r\n');
    if (headerEnd !== -1) {
      const headers = part.subarray(0, headerEnd).toString('utf8');
      const content = part.subarray(headerEnd + 4);
      const name = /name="([^"]*)"/i.exec(headers)?.[1];
      const filename = /filename="([^"]*)"/i.exec(headers)?.[1];
      if (name !== undefined && filename !== undefined)
        files[name] = { filename, data: Buffer.from(content) };
      else if (name !== undefined) fields[name] = content.toString('utf8');
    }
    position = next;
  }
  return { fields, files };
}
