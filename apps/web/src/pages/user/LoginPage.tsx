import { useLocation } from 'react-router';
import { AuthPanel } from './AuthPanel.tsx';
import { useAuthPage } from './useAuthPage.ts';
import { useLoginForm } from './useLoginForm.tsx';

/** Spec 2.1 UserLogin: the login panel on a page; after login, the referer or Home. */
export function LoginPage() {
  const { done } = useAuthPage();
  const { search } = useLocation();
  const form = useLoginForm(search, done);
  return (
    <AuthPanel testId="login-panel" onSubmit={form.submit}>
      {form.content}
    </AuthPanel>
  );
}
