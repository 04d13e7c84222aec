import { describe, expect, it } from 'vitest';
import { webhookUrlProblem } from './outgoing-webhooks.ts';

describe('webhook receiver addresses', () => {
  it.each([
    'https://hooks.example.test/in',
    'http://192.168.1.20:8123/api/webhook/canopy',
    'http://localhost:9000/x?token=abc',
    'http://[::1]/',
    '  https://padded.example.test/  ',
  ])('accepts %s', (url) => {
    expect(webhookUrlProblem(url)).toBeNull();
  });

  it.each([
    ['ftp://files.example.test/in', 'scheme'],
    ['file:///etc/passwd', 'scheme'],
    ['javascript:alert(1)', 'scheme'],
    ['https://user:pass@hooks.example.test/', 'credentials'],
    ['https://user@hooks.example.test/', 'credentials'],
    ['https://:pass@hooks.example.test/', 'credentials'],
    ['hooks.example.test/in', 'invalid'],
    ['', 'invalid'],
    ['http://', 'invalid'],
  ] as const)('refuses %s: %s', (url, problem) => {
    expect(webhookUrlProblem(url)).toBe(problem);
  });
});
