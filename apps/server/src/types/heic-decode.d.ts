// heic-decode ships no types; this is the part of its API we use.
declare module 'heic-decode' {
  interface DecodedImage {
    width: number;
    height: number;
    /** RGBA, 4 bytes per pixel. */
    data: ArrayBufferLike | Uint8ClampedArray;
  }
  interface LazyImage {
    width: number;
    height: number;
    decode(): Promise<DecodedImage>;
  }
  interface HeicDecode {
    (options: { buffer: ArrayBufferLike | Uint8Array }): Promise<DecodedImage>;
    /** Every image in the container, with its size known before any pixel is decoded. */
    all(options: { buffer: ArrayBufferLike | Uint8Array }): Promise<LazyImage[]> & { dispose?: () => void };
  }
  const decode: HeicDecode;
  // eslint-disable-next-line no-restricted-syntax -- the package's real shape is a default export
  export default decode;
}
