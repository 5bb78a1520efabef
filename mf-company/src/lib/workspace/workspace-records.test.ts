import { useAuthStore } from '@portal/shared';
import { getCompany, type Company } from './get-company';
import { getSubscription } from './get-subscription';
import { prefetchWorkspace, takePrefetchedWorkspace } from './workspace-records';

jest.mock('./get-company', () => ({ getCompany: jest.fn() }));
jest.mock('./get-subscription', () => ({ getSubscription: jest.fn() }));

const COMPANY_ID = 'c0000000-0000-4000-8000-000000000001';
const company = { id: COMPANY_ID, name: 'Acme Corp', is_approved: true } as Company;

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

describe('workspace prefetch', () => {
  beforeEach(() => {
    jest.mocked(getCompany).mockReset().mockResolvedValue(company);
    jest.mocked(getSubscription).mockReset().mockResolvedValue(null);
    takePrefetchedWorkspace(COMPANY_ID); // nothing left over from another test
  });

  it('reads the company once and hands the read over only once', async () => {
    signedInOn('/company/dashboard', COMPANY_ID);
    prefetchWorkspace();
    const early = takePrefetchedWorkspace(COMPANY_ID);
    await expect(early).resolves.toEqual({ company, subscription: null });
    expect(getCompany).toHaveBeenCalledTimes(1);
    expect(takePrefetchedWorkspace(COMPANY_ID)).toBeNull();
  });

  it('does not hand a read of another company over', () => {
    signedInOn('/company/dashboard', COMPANY_ID);
    prefetchWorkspace();
    expect(takePrefetchedWorkspace('c0000000-0000-4000-8000-000000000002')).toBeNull();
  });

  it('does not hand a stale read over', () => {
    const now = jest.spyOn(Date, 'now').mockReturnValue(1_000_000);
    signedInOn('/company/dashboard', COMPANY_ID);
    prefetchWorkspace();
    now.mockReturnValue(1_000_000 + 60_000);
    expect(takePrefetchedWorkspace(COMPANY_ID)).toBeNull();
    now.mockRestore();
  });

  it('starts the read once the membership arrives after the area', async () => {
    window.history.pushState({}, '', '/company/dashboard');
    useAuthStore.setState({ user, loading: false, roleLoaded: false, membership: null });
    prefetchWorkspace();
    expect(getCompany).not.toHaveBeenCalled();
    useAuthStore.setState({ roleLoaded: true, membership: membershipOf(COMPANY_ID) });
    expect(getCompany).toHaveBeenCalledTimes(1);
    await expect(takePrefetchedWorkspace(COMPANY_ID)).resolves.toEqual({
      company,
      subscription: null,
    });
    // Later changes of the session start no further reads.
    useAuthStore.setState({ roleLoaded: true, membership: membershipOf(COMPANY_ID) });
    expect(getCompany).toHaveBeenCalledTimes(1);
  });

  it('reads nothing outside the company area or without a membership', () => {
    signedInOn('/services', COMPANY_ID);
    prefetchWorkspace();
    signedInOn('/company/dashboard', null);
    prefetchWorkspace();
    expect(getCompany).not.toHaveBeenCalled();
    expect(takePrefetchedWorkspace(COMPANY_ID)).toBeNull();
  });
});
