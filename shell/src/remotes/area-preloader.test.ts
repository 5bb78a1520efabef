import { afterLoadWhenIdle, areasToPreload } from './area-preloader';

describe('areas to preload', () => {
  it('skips the area on screen: company staff on their dashboard get the public area ready', () => {
    expect(areasToPreload('COMPANY_ADMIN', '/company/dashboard')).toEqual(['mf-public']);
  });

  it('readies the user’s own area and the public one from elsewhere', () => {
    expect(areasToPreload('CANDIDATE', '/services')).toEqual(['mf-candidate']);
    expect(areasToPreload('ADMIN', '/company/dashboard')).toEqual(['mf-admin', 'mf-public']);
  });

  it('has nothing more than the public area for a user without an area', () => {
    expect(areasToPreload(null, '/admin/dashboard')).toEqual(['mf-public']);
  });
});

describe('after load, when idle', () => {
  const readyState = Object.getOwnPropertyDescriptor(Document.prototype, 'readyState')!;
  afterEach(() => {
    Object.defineProperty(document, 'readyState', readyState);
    jest.useRealTimers();
  });

  it('waits for the load event before scheduling the task', () => {
    jest.useFakeTimers();
    Object.defineProperty(document, 'readyState', { configurable: true, get: () => 'loading' });
    const task = jest.fn();
    afterLoadWhenIdle(task);
    jest.advanceTimersByTime(10_000);
    expect(task).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('load'));
    jest.advanceTimersByTime(1_000);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('is cancelled before the page has loaded', () => {
    jest.useFakeTimers();
    Object.defineProperty(document, 'readyState', { configurable: true, get: () => 'loading' });
    const task = jest.fn();
    afterLoadWhenIdle(task)();
    window.dispatchEvent(new Event('load'));
    jest.advanceTimersByTime(10_000);
    expect(task).not.toHaveBeenCalled();
  });
});
