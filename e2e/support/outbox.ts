/** Reads the newest code mailed to an address from the running platform's dev outbox (opened over HTTP by DEV_OUTBOX_PUBLIC, which startPlatform sets). */
export async function latestCode(baseUrl: string, email: string, previous?: string): Promise<string> {
  for (let i = 0; i < 40; i += 1) {
    const res = await fetch(`${baseUrl}/api/dev/outbox?to=${encodeURIComponent(email)}`);
    const body = (await res.json()) as { data: { otp: string | null }[] };
    const otp = body.data[0]?.otp;
    if (otp && otp !== previous) return otp;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no code mailed to ${email}`);
}
