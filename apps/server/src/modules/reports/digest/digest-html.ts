import type { DigestDocument, DigestRun } from './digest.types.ts';
import { digestView, type DigestLine, type DigestView } from './digest-view.ts';

/** Escapes text for HTML (every value is escaped once, here). */
const esc = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const FONT = "font-family:Arial,'Helvetica Neue',Helvetica,sans-serif;";
const MUTED = 'color:#5f6b66;';

/**
 * The digest as an HTML e-mail: tables and inline styles only (mail clients drop style sheets), right to
 * left and right-aligned in Hebrew, every word in the reader's language.
 */
export function renderDigestHtml(doc: DigestDocument, publicUrl: string): string {
  const view = digestView(doc);
  const align = view.dir === 'rtl' ? 'right' : 'left';
  const cell = `style="${FONT}padding:4px 8px;text-align:${align};font-size:14px;"`;
  const base = publicUrl.replace(/\/+$/, '');

  const lines = (rows: readonly DigestLine[]) =>
    rows
      .map(
        (row) =>
          `<tr><td ${cell.replace('font-size:14px;', `font-size:14px;${MUTED}width:45%;`)}>${esc(row.label)}</td>` +
          `<td ${cell}>${esc(row.value)}</td></tr>`,
      )
      .join('');
  const table = (inner: string) =>
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="border-collapse:collapse;">${inner}</table>`;
  const title = (text: string, size = 18) =>
    `<h2 style="${FONT}font-size:${size}px;margin:20px 0 6px;text-align:${align};color:#1d3b2a;">${esc(text)}</h2>`;

  const run = (r: DigestRun) =>
    `<div style="border:1px solid #d5ddd8;border-radius:6px;margin:10px 0;padding:8px;">` +
    `<p style="${FONT}font-size:16px;font-weight:bold;margin:0 8px;text-align:${align};">${esc(view.runTitle(r))}</p>` +
    `<p style="${FONT}font-size:14px;margin:2px 8px 6px;text-align:${align};${MUTED}">${esc(view.runStage(r))}</p>` +
    table(lines(view.runLines(r))) +
    `</div>`;

  const overdue = doc.tasks.overdueItems
    .map(
      (t) =>
        `<li style="${FONT}font-size:14px;text-align:${align};">${esc(view.format.userText(t.title, 200))} ` +
        `<span style="${MUTED}">(${esc(view.dueOn(t.dueDate))})</span></li>`,
    )
    .join('');
  const alerts = doc.alerts.items
    .map(
      (a) =>
        `<li style="${FONT}font-size:14px;text-align:${align};">${esc(view.format.userText(a.title, 200))} ` +
        `<span style="${MUTED}">(${esc(view.severity(a.severity))}, ${esc(view.openedAt(a.openedAt))})</span></li>`,
    )
    .join('');
  const list = (items: string, shown: number, total: number) =>
    items
      ? `<ul style="margin:4px 0;padding-${align === 'right' ? 'right' : 'left'}:20px;">${items}</ul>` +
        (total > shown
          ? `<p style="${FONT}${MUTED}font-size:13px;text-align:${align};">${esc(view.more(total - shown))}</p>`
          : '')
      : '';

  return [
    `<!DOCTYPE html><html lang="${doc.language}" dir="${view.dir}"><head><meta charset="utf-8">`,
    `<title>${esc(view.subject)}</title></head>`,
    `<body dir="${view.dir}" style="margin:0;padding:0;background:#f3f6f4;">`,
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" dir="${view.dir}"><tr><td align="center" style="padding:16px;">`,
    `<table role="presentation" width="640" cellpadding="0" cellspacing="0" dir="${view.dir}" style="max-width:640px;background:#ffffff;border-radius:8px;">`,
    `<tr><td dir="${view.dir}" style="padding:20px;text-align:${align};">`,
    `<h1 style="${FONT}font-size:22px;margin:0;text-align:${align};color:#1d3b2a;">${esc(view.heading)}</h1>`,
    `<p style="${FONT}font-size:14px;margin:4px 0 0;text-align:${align};${MUTED}">${esc(view.site)} · ${esc(view.week)}</p>`,
    title(view.words.runs),
    doc.runs.length === 0
      ? `<p style="${FONT}font-size:14px;text-align:${align};">${esc(view.words.noRuns)}</p>`
      : doc.runs.map(run).join(''),
    title(view.words.tasks),
    table(lines([{ label: view.words.tasks, value: view.tasksValue(doc.tasks) }])),
    list(overdue, doc.tasks.overdueItems.length, doc.tasks.overdue),
    title(view.words.alerts),
    table(lines([{ label: view.words.alerts, value: view.alertsValue(doc.alerts) }])),
    list(alerts, doc.alerts.items.length, doc.alerts.opened),
    footer(view, base, align),
    `</td></tr></table></td></tr></table></body></html>`,
  ].join('\n');
}

function footer(view: DigestView, base: string, align: string): string {
  return (
    `<p style="${FONT}font-size:14px;margin:24px 0 8px;text-align:${align};">` +
    `<a href="${esc(base)}/" style="color:#2b7a4b;">${esc(view.words.open)}</a></p>` +
    `<p style="${FONT}font-size:12px;text-align:${align};${MUTED}">${esc(view.words.footer)}</p>`
  );
}
