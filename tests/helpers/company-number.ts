/** A Belgian company number (KBO) that passes the checksum, different on every call: each browser test's own seller. */
export function companyNumber(): string {
  const first8 = `0${String(Math.floor(Math.random() * 9_000_000) + 1_000_000)}`;
  const digits = `${first8}${String(97 - (Number(first8) % 97)).padStart(2, '0')}`;
  return `${digits.slice(0, 4)}.${digits.slice(4, 7)}.${digits.slice(7)}`;
}
