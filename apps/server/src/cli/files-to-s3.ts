// `npm run files:to-s3`: copies the stored files of DATA_DIR into the S3 bucket the server is configured
// with (docs/operations.md, "File storage in S3"). Run with the server's environment, FILE_STORAGE=s3.
import { ConfigError, loadConfig } from '../config/config.ts';
import { createFileStorages } from '../integrations/file-storage/file-storages.ts';
import { copyLocalFiles } from '../modules/files/copy-local-files.ts';
import { runCommand } from './run-command.ts';

const megabytes = (bytes: number) => `${(bytes / 1_000_000).toFixed(1)} MB`;

await runCommand(async (signal) => {
  const config = loadConfig(process.env);
  if (config.fileStorage.kind !== 's3') {
    throw new ConfigError(
      'FILE_STORAGE is not s3: run this with FILE_STORAGE=s3 and the S3_* variables the server will use.',
    );
  }
  const storages = createFileStorages(config.fileStorage, config.dataDir);
  try {
    const summary = await copyLocalFiles({ dataDir: config.dataDir, target: storages, signal });
    const { ignored } = summary;
    const shown = ignored.slice(0, 5).join(', ') + (ignored.length > 5 ? ', ...' : '');
    return (
      `Copied ${summary.copied} files (${megabytes(summary.copiedBytes)}) from ${config.dataDir} into the ` +
      `S3 bucket ${config.fileStorage.bucket}, each read back identical; ${summary.alreadyThere} were ` +
      `there already` +
      (ignored.length > 0 ? `; ${ignored.length} ignored (half-written or not stored files: ${shown})` : '') +
      '. The local files are left in place: delete DATA_DIR/uploads and DATA_DIR/firmware once the ' +
      'server runs on the bucket.'
    );
  } finally {
    storages.close();
  }
});
