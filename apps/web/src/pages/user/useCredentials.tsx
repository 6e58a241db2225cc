import { useRef, useState } from 'react';
import { Input, type InputRef } from 'antd';
import { validateAccountLogin, type SlideProof } from '@bangyan/contract';
import { SlideVerify } from '../../components/SlideVerify.tsx';

/**
 * Phone-or-email, password and slide check, as the account login and the WeChat bind dialog ask
 * for them (spec 2.5, 5). `check()` reports the first failure in spec 5's order and focuses its
 * field; `newSlide()` starts the slide check afresh (after a refusal, spec 8).
 */
export function useCredentials(report: (msg: string) => void, testIds: { username: string; password: string }) {
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [proof, setProof] = useState<SlideProof | null>(null);
  const [slideRound, setSlideRound] = useState(0);
  const usernameRef = useRef<InputRef>(null);
  const passwordRef = useRef<InputRef>(null);

  const check = (): { username: string; password: string; proof: SlideProof } | null => {
    const failure = validateAccountLogin({ username, password, slidePassed: proof !== null });
    if (!failure) return { username: username.trim(), password, proof: proof! };
    report(failure.msg);
    if (failure.field === 'username') usernameRef.current?.focus();
    if (failure.field === 'password') passwordRef.current?.focus();
    return null;
  };

  const newSlide = () => {
    setProof(null);
    setSlideRound((n) => n + 1);
  };

  return {
    check,
    newSlide,
    usernameField: (
      <Input
        ref={usernameRef}
        size="large"
        placeholder="请输入邮箱/手机号"
        autoComplete="username"
        value={username}
        onChange={(e) => setUsername(e.target.value)}
        data-testid={testIds.username}
      />
    ),
    passwordField: (
      <Input.Password
        ref={passwordRef}
        size="large"
        placeholder="请输入密码"
        autoComplete="current-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        data-testid={testIds.password}
      />
    ),
    slide: <SlideVerify key={slideRound} onPass={setProof} />,
  };
}
