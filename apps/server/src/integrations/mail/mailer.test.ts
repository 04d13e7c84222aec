import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startSmtpPeer, type SmtpPeer } from '../../testing/smtp-peer.ts';
import { createSmtpMailer, MailError, type Mailer } from './mailer.ts';

describe('the SMTP mailer', () => {
  let peer: SmtpPeer;
  let mailer: Mailer;
  beforeEach(async () => {
    peer = await startSmtpPeer();
    mailer = createSmtpMailer({ url: peer.url, from: 'Canopy <canopy@example.test>', timeoutMs: 2000 });
  });
  afterEach(async () => {
    mailer.close();
    await peer.close();
  });

  it('delivers once, with UTF-8 subjects and text intact', async () => {
    await mailer.send({
      to: 'grower@example.test',
      subject: 'קריטי: Flower_Room_A',
      text: 'טמפרטורה 34.2 °C',
    });
    await mailer.send({
      to: 'grower@example.test',
      subject: 'Критично: температура',
      text: 'Температура 34,2 °C',
    });
    expect(peer.received).toEqual([
      {
        from: 'canopy@example.test',
        to: ['grower@example.test'],
        subject: 'קריטי: Flower_Room_A',
        text: 'טמפרטורה 34.2 °C',
        html: null,
        attachments: [],
      },
      {
        from: 'canopy@example.test',
        to: ['grower@example.test'],
        subject: 'Критично: температура',
        text: 'Температура 34,2 °C',
        html: null,
        attachments: [],
      },
    ]);
  });

  it('carries an HTML body beside the text, and an attachment', async () => {
    await mailer.send({
      to: 'grower@example.test',
      subject: 'Weekly digest',
      text: 'Runs: 1',
      html: '<p dir="rtl">סיכום</p>',
      attachments: [
        {
          filename: 'digest-2026-03-02.pdf',
          contentType: 'application/pdf',
          content: Buffer.from('%PDF-1.7'),
        },
      ],
    });
    expect(peer.received).toMatchObject([
      {
        text: 'Runs: 1',
        html: '<p dir="rtl">סיכום</p>',
        attachments: [{ filename: 'digest-2026-03-02.pdf', contentType: 'application/pdf', size: 8 }],
      },
    ]);
  });

  it('tells a temporary refusal (4xx) from a permanent one (5xx)', async () => {
    peer.refuse(451);
    const temporary = await mailer
      .send({ to: 'a@example.test', subject: 's', text: 't' })
      .catch((e: unknown) => e);
    expect(temporary).toBeInstanceOf(MailError);
    expect(temporary).toMatchObject({ permanent: false });
    peer.refuse(550);
    await expect(mailer.send({ to: 'a@example.test', subject: 's', text: 't' })).rejects.toMatchObject({
      permanent: true,
    });
    expect(peer.received).toHaveLength(0);
  });

  it('fails fast and temporarily when nothing listens, without the URL in the message', async () => {
    const away = createSmtpMailer({
      url: 'smtp://user:hunter2@127.0.0.1:9',
      from: 'c@example.test',
      timeoutMs: 1000,
    });
    const error = await away.send({ to: 'a@example.test', subject: 's', text: 't' }).catch((e: unknown) => e);
    expect(error).toMatchObject({ permanent: false });
    expect(String((error as Error).message)).not.toContain('hunter2');
    away.close();
  });
});
