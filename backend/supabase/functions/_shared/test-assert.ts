// Minimal assertions (jsr:@std/assert is not reachable from every build machine).
export function assertEquals(actual: unknown, expected: unknown, msg?: string): void {
  const a = JSON.stringify(actual);
  const e = JSON.stringify(expected);
  if (a !== e) throw new Error(`${msg ?? 'Values differ'}\n  actual:   ${a}\n  expected: ${e}`);
}

export function assert(condition: unknown, msg = 'Assertion failed'): asserts condition {
  if (!condition) throw new Error(msg);
}

export function assertThrowsStatus(fn: () => unknown, status: number, messagePart?: string): void {
  try {
    fn();
  } catch (err) {
    const e = err as { status?: number; message?: string };
    assertEquals(e.status, status, `Unexpected status (${e.message})`);
    if (messagePart)
      assert(e.message?.includes(messagePart), `"${e.message}" should contain "${messagePart}"`);
    return;
  }
  throw new Error(`Expected an error with status ${status}`);
}
