type FormValue = string | number | boolean | null | undefined | Array<string | number>;

/** Section 7 posts URL-encoded forms; arrays become repeated keys (caridlist=1&caridlist=2). */
export function formBody(fields: Record<string, FormValue>): URLSearchParams {
  const body = new URLSearchParams();
  for (const [key, value] of Object.entries(fields)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) value.forEach((item) => body.append(key, String(item)));
    else body.append(key, String(value));
  }
  return body;
}
