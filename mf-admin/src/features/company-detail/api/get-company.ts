import { FunctionCallError, invokeFunction } from '../../../app/invoke-function';

export interface CompanyRecord {
  id: string;
  name: string;
  dba_name: string | null;
  industry: string | null;
  company_size: string | null;
  location: string | null;
  website: string | null;
  description: string | null;
  logo_url: string | null;
  is_approved: boolean;
  approved_at?: string | null;
  created_at: string;
  updated_at: string | null;
  tax_id: string | null;
  ein_document_url: string | null;
  tax_document_url: string | null;
  same_as_registered?: boolean | null;
  [column: string]: unknown;
}

/** The full company record, or null when no company has this id. */
export async function getCompany(companyId: string): Promise<CompanyRecord | null> {
  try {
    const result = await invokeFunction<{ company: CompanyRecord | null }>(
      'get-company-by-id-direct',
      { companyId },
    );
    return result?.company ?? null;
  } catch (error) {
    // A malformed id cannot name a company either.
    if (error instanceof FunctionCallError && (error.status === 404 || error.status === 400))
      return null;
    throw new Error(
      `Failed to load company details: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
}
