/** A download read to its last byte, refused unless it answers 200 with at least `minBytes`. */
export async function download(url: string, token: string, minBytes: number): Promise<void> {
  const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  if (response.status !== 200) throw new Error(`${url}: ${response.status}`);
  let bytes = 0;
  for await (const chunk of response.body!) bytes += (chunk as Uint8Array).length;
  if (bytes < minBytes) throw new Error(`${url}: only ${bytes} bytes`);
}
