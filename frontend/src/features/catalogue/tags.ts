/** search_tag is comma-separated with a trailing empty entry (spec section 3): keep the real ones. */
export function searchTags(raw: string | null | undefined): string[] {
  return (raw ?? '').split(',').map((tag) => tag.trim()).filter(Boolean);
}

/** Applications and reactivities arrive as one comma-separated text. */
export function listOf(raw: string | null | undefined): string[] {
  return (raw ?? '').split(/[,;]/).map((v) => v.trim()).filter(Boolean);
}
