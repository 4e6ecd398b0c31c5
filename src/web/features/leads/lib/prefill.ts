/** What a link into a quote form may fill in: `?zip=66210&type=auto`. */
export interface QuotePrefill {
  /** The ZIP as given (trimmed, at most 10 characters), or null. */
  zip: string | null;
  additionalInfo: string | null;
  /** The coverage id to check, only when the form offers it. */
  coverageType: string | null;
}

export function readPrefill(params: URLSearchParams, offeredIds: readonly string[]): QuotePrefill {
  const zip = params.get('zip')?.trim().slice(0, 10) || null;
  const type = params.get('type')?.trim() ?? '';
  return {
    zip,
    additionalInfo: zip ? `Zip code: ${zip}` : null,
    coverageType: offeredIds.includes(type) ? type : null,
  };
}
