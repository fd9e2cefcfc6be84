import { createStore } from 'jotai';
import { makeSession, makeUser } from '../test/fixtures';
import {
  SESSION_STORAGE_KEY,
  clearSession,
  getSession,
  isAuthenticatedAtom,
  readStoredSession,
  roleAtom,
  sessionAtom,
  setSession,
  updateSessionTokens,
  updateSessionUser,
} from './session';
import { appStore } from './app-store';

const stored = (storage: Storage) => JSON.parse(storage.getItem(SESSION_STORAGE_KEY) ?? 'null');

afterEach(() => {
  clearSession();
  localStorage.clear();
  sessionStorage.clear();
});

test('remember me keeps the session in localStorage, across browser restarts', () => {
  setSession(makeSession(), true);
  expect(stored(localStorage)).toMatchObject({ token: 'access-1', refreshToken: 'refresh-1' });
  expect(sessionStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
  expect(readStoredSession()?.rememberMe).toBe(true);
});

test('without remember me the session lives in sessionStorage only (this tab)', () => {
  setSession(makeSession(), true);
  setSession(makeSession({ token: 'access-9' }), false);
  expect(stored(sessionStorage)).toMatchObject({ token: 'access-9' });
  expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
  expect(readStoredSession()?.rememberMe).toBe(false);
});

test('a reloaded page (a fresh store) starts from the stored session', () => {
  setSession(makeSession({ user: makeUser({ role: 'admin' }) }), true);
  const reloaded = createStore();
  expect(reloaded.get(sessionAtom)).toMatchObject({ token: 'access-1', rememberMe: true });
  expect(reloaded.get(isAuthenticatedAtom)).toBe(true);
  expect(reloaded.get(roleAtom)).toBe('admin');
});

test('renewed tokens and profile edits stay in the storage the user chose', () => {
  setSession(makeSession(), false);
  updateSessionTokens({ token: 'access-2', refreshToken: 'refresh-2' });
  updateSessionUser(makeUser({ name: 'Jane Smith' }));
  expect(stored(sessionStorage)).toMatchObject({
    token: 'access-2',
    refreshToken: 'refresh-2',
    user: { name: 'Jane Smith' },
  });
  expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
});

test('clearing the session empties both storages and the derived state', () => {
  setSession(makeSession(), true);
  clearSession();
  expect(getSession()).toBeNull();
  expect(appStore.get(isAuthenticatedAtom)).toBe(false);
  expect(appStore.get(roleAtom)).toBeNull();
  expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
});

test('a corrupted or foreign stored value is ignored, a token without user is kept', () => {
  localStorage.setItem(SESSION_STORAGE_KEY, '{not json');
  expect(readStoredSession()).toBeNull();
  localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ token: 42 }));
  expect(readStoredSession()).toBeNull();
  localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ token: 't', user: { id: 1 } }));
  expect(readStoredSession()).toEqual({
    token: 't',
    user: null,
    refreshToken: null,
    rememberMe: true,
  });
  expect(createStore().get(isAuthenticatedAtom)).toBe(false);
});
