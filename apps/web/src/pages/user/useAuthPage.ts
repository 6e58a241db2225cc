import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useUserInfo } from '../../api/user.ts';
import { safeReferer } from '@bangyan/contract';

/**
 * What the login and register pages share (spec 2.1, 4): a visitor who is already logged in goes
 * Home; `done()`, after logging in here, goes to the referer (an address of this site) or Home.
 */
export function useAuthPage(): { done: () => void } {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { data: user } = useUserInfo();
  const finished = useRef(false);
  const loggedIn = user !== null && user !== undefined;
  useEffect(() => {
    if (loggedIn && !finished.current) void navigate('/', { replace: true });
  }, [loggedIn, navigate]);
  return {
    done: () => {
      finished.current = true;
      void navigate(safeReferer(params.get('referer')) ?? '/', { replace: true });
    },
  };
}
