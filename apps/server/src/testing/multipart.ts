import { randomBytes } from 'node:crypto';

export interface MultipartFile {
  field?: string;
  filename: string;
  contentType: string;
  data: Buffer;
}

/** A multipart/form-data body of files only (see `multipartForm`). */
export function multipart(...files: MultipartFile[]): { payload: Buffer; headers: Record<string, string> } {
  return multipartForm({}, ...files);
}

/**
 * A multipart/form-data body for app.inject with text fields and files, built by hand so tests control
 * every byte and header.
 */
export function multipartForm(
  fields: Record<string, string>,
  ...files: MultipartFile[]
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----canopy${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n`),
      Buffer.from(value, 'utf8'),
      Buffer.from('\r\n'),
    );
  }
  for (const file of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'file'}"; ` +
          `filename="${file.filename}"\r\nContent-Type: ${file.contentType}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
