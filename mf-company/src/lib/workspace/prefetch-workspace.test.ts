import { useAuthStore } from '@portal/shared';
import { getQueryClient } from '@portal/shared/query';
import { fakeApi, type ApiRequest } from '@portal/shared/testing';
import { waitFor } from '@testing-library/react';
import { companyKeys } from './keys';
import { prefetchWorkspace } from './prefetch-workspace';

const COMPANY_ID = 'c0000000-0000-4000-8000-000000000001';
const company = { id: COMPANY_ID, name: 'Acme Corp', is_approved: true };
const user = { id: 'u1' } as ReturnType<typeof useAuthStore.getState>['user'];

function membershipOf(companyId: string | null) {
  return companyId ? { role: 'COMPANY_ADMIN' as const, companyId } : null;
}

function signedInOn(path: string, companyId: string | null) {
  window.history.pushState({}, '', path);
  useAuthStore.setState({
    user,
    loading: false,
    roleLoaded: true,
    membership: membershipOf(companyId),
  });
}

const companyReads = (requests: ApiRequest[]) =>
  requests.filter((request) => request.path === '/rest/v1/companies');

describe('workspace prefetch', () => {
  let requests: ApiRequest[];
  beforeEach(() => {
    getQueryClient().clear();
    requests = fakeApi(({ path }) => {
      if (path === '/rest/v1/companies') return { body: company };
      // The private details the database gives the company's admins.
      if (path === '/rest/v1/rpc/get_company_private_details')
        return { body: { tax_id: '12-3456789' } };
      if (path === '/rest/v1/company_subscriptions') return { body: null };
      return undefined;
    });
  });

  it('puts the company into the page’s cache before the first screen asks for it', async () => {
    signedInOn('/company/dashboard', COMPANY_ID);
    prefetchWorkspace();
    await waitFor(() =>
      expect(getQueryClient().getQueryData(companyKeys.detail(COMPANY_ID))).toMatchObject({
        ...company,
        tax_id: '12-3456789',
        reg_street: null,
      }),
    );
    expect(companyReads(requests)[0].params.get('id')).toBe(`eq.${COMPANY_ID}`);
  });

  it('starts the read once the membership arrives after the area', async () => {
    window.history.pushState({}, '', '/company/dashboard');
    useAuthStore.setState({ user, loading: false, roleLoaded: false, membership: null });
    prefetchWorkspace();
    expect(companyReads(requests)).toEqual([]);
    useAuthStore.setState({ roleLoaded: true, membership: membershipOf(COMPANY_ID) });
    await waitFor(() => expect(companyReads(requests)).toHaveLength(1));
    // Later changes of the session start no further reads.
    useAuthStore.setState({ roleLoaded: true, membership: membershipOf(COMPANY_ID) });
    expect(companyReads(requests)).toHaveLength(1);
  });

  it('reads nothing outside the company area or without a membership', () => {
    signedInOn('/services', COMPANY_ID);
    prefetchWorkspace();
    signedInOn('/company/dashboard', null);
    prefetchWorkspace();
    expect(requests).toEqual([]);
  });
});
