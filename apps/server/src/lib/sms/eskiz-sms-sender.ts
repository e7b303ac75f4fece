import type { SmsSender } from './sms-sender';

export interface EskizOptions {
  baseUrl: string;
  email: string;
  password: string;
  from: string;
  timeoutMs?: number;
}

/**
 * Eskiz.uz: log in for a bearer token, send with it; on 401 refresh the token once (then log in again) and
 * resend.
 */
export function eskizSmsSender(options: EskizOptions): SmsSender {
  let token: string | undefined;
  const url = (p: string) => `${options.baseUrl.replace(/\/$/, '')}${p}`;
  const timeout = () => AbortSignal.timeout(options.timeoutMs ?? 10_000);

  async function login(): Promise<string> {
    const body = new FormData();
    body.set('email', options.email);
    body.set('password', options.password);
    const response = await fetch(url('/auth/login'), { method: 'POST', body, signal: timeout() });
    if (!response.ok) throw new Error(`Eskiz login failed: HTTP ${response.status}`);
    const json = (await response.json()) as { data?: { token?: string } };
    if (!json.data?.token) throw new Error('Eskiz login returned no token');
    return json.data.token;
  }

  async function refresh(current: string): Promise<string> {
    const response = await fetch(url('/auth/refresh'), {
      method: 'PATCH',
      headers: { authorization: `Bearer ${current}` },
      signal: timeout(),
    });
    if (!response.ok) return login();
    const json = (await response.json()) as { data?: { token?: string } };
    return json.data?.token ?? login();
  }

  async function post(to: string, text: string, bearer: string) {
    const body = new FormData();
    body.set('mobile_phone', to);
    body.set('message', text);
    body.set('from', options.from);
    return fetch(url('/message/sms/send'), {
      method: 'POST',
      headers: { authorization: `Bearer ${bearer}` },
      body,
      signal: timeout(),
    });
  }

  return {
    async send({ to, text }) {
      token ??= await login();
      let response = await post(to, text, token);
      if (response.status === 401) {
        token = await refresh(token);
        response = await post(to, text, token);
      }
      if (!response.ok) throw new Error(`Eskiz send failed: HTTP ${response.status}`);
    },
  };
}
