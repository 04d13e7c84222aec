import { createECDH } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** The server's VAPID key pair (RFC 8292), base64url: a P-256 public point and its private scalar. */
export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

const BASE64URL = /^[A-Za-z0-9_-]+$/;
const PRIVATE_KEY_BYTES = 32;

/** Why a pair is unusable, or null: 65- and 32-byte base64url values, the public key the private one's. */
export function vapidKeysProblem(keys: VapidKeys): string | null {
  if (!BASE64URL.test(keys.publicKey) || Buffer.from(keys.publicKey, 'base64url').length !== 65)
    return 'VAPID_PUBLIC_KEY: must be a P-256 public key, 65 bytes in base64url';
  if (
    !BASE64URL.test(keys.privateKey) ||
    Buffer.from(keys.privateKey, 'base64url').length !== PRIVATE_KEY_BYTES
  )
    return 'VAPID_PRIVATE_KEY: must be a P-256 private key, 32 bytes in base64url';
  try {
    const ecdh = createECDH('prime256v1');
    ecdh.setPrivateKey(Buffer.from(keys.privateKey, 'base64url'));
    if (ecdh.getPublicKey('base64url') !== keys.publicKey)
      return 'VAPID_PUBLIC_KEY: does not belong to VAPID_PRIVATE_KEY';
  } catch {
    return 'VAPID_PRIVATE_KEY: is not a valid P-256 private key';
  }
  return null;
}

export function generateVapidKeys(): VapidKeys {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  // The scalar comes back without its leading zero bytes (about one key in 256): pad it to its size.
  const scalar = ecdh.getPrivateKey();
  const privateKey = Buffer.concat([Buffer.alloc(PRIVATE_KEY_BYTES - scalar.length), scalar]);
  return { publicKey: ecdh.getPublicKey('base64url'), privateKey: privateKey.toString('base64url') };
}

/**
 * The configured pair, or one generated once into DATA_DIR (`vapid.json`, mode 0600) and reused, so
 * browsers' subscriptions (made against the public key) survive restarts. Instances that share no
 * DATA_DIR must get the same pair through the environment instead.
 */
export async function resolveVapidKeys(
  dataDir: string,
  configured: VapidKeys | undefined,
): Promise<VapidKeys> {
  if (configured) return configured;
  const file = path.join(dataDir, 'vapid.json');
  const read = async (): Promise<VapidKeys> => {
    const keys = JSON.parse(await readFile(file, 'utf8')) as VapidKeys;
    const problem = vapidKeysProblem(keys);
    if (problem) throw new Error(`${file} holds an unusable key pair (${problem})`);
    return keys;
  };
  try {
    return await read();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  await mkdir(dataDir, { recursive: true });
  // `wx`: when two starts race, the first file written wins and both read it back.
  await writeFile(file, JSON.stringify(generateVapidKeys()), { mode: 0o600, flag: 'wx' }).catch(
    (error: NodeJS.ErrnoException) => {
      if (error.code !== 'EEXIST') throw error;
    },
  );
  return read();
}
