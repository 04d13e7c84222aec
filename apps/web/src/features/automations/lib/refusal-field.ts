/**
 * The draft field a server refusal's detail names (`body.trigger.value`, or `body.automation.actions.0.arg`
 * from the preview), or null when the form shows no such field (the refusal is then shown above the form).
 */
export function refusalField(path: string): string | null {
  const field = path
    .replace(/^body\.(automation\.)?/, '')
    .replace(/\.arg$/, '.args')
    .replace(/^(trigger\.blocks\.\d+\.days)\.\d+$/, '$1');
  return FIELDS.some((pattern) => pattern.test(field)) ? field : null;
}

const FIELDS = [
  /^(name|cooldownMinutes|actions|conditions)$/,
  /^trigger\.(deviceId|roomId|metric|op|value|forMinutes|clear|edge|offsetMinutes|stage|day|minSeverity|blocks)$/,
  /^trigger\.blocks\.\d+\.(days|from|to)$/,
  /^conditions\.\d+\.(from|to|phase|deviceId|roomId|stage)$/,
  /^actions\.\d+\.(deviceId|functionName|args|profileId|roomId|userIds|roles|templateId|stepId|webhookId)$/,
];
