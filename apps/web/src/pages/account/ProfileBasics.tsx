import { useRef, useState } from 'react';
import { Button, Input, message as antMessage } from 'antd';
import { CameraOutlined, EditOutlined } from '@ant-design/icons';
import {
  AVATAR_MAX_BYTES,
  NICKNAME_MAX_LENGTH,
  nicknameFailure,
  PROFILE_TEXTS,
  type AccountProfile,
} from '@bangyan/contract';
import { errorMessage } from '../../api/client.ts';
import { saveNickname, uploadAvatar, useSetProfile } from '../../api/account.ts';
import { avatarFileFailure } from './avatarFile.ts';
import styles from './Profile.module.css';

const countChars = (text: string) => [...text].length;

/** The avatar (click or the button to upload a new one) and the nickname (view, edit in place). */
export function ProfileBasics({ profile }: { profile: AccountProfile }) {
  const { user } = profile;
  const setProfile = useSetProfile();
  const [message, holder] = antMessage.useMessage();
  const [uploading, setUploading] = useState(false);
  const [editing, setEditing] = useState(false);
  const [nickname, setNickname] = useState(user.nickname);
  const [saving, setSaving] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);

  const upload = async (file: File) => {
    const failure = await avatarFileFailure(file);
    if (failure) return void message.error(failure);
    setUploading(true);
    try {
      const envelope = await uploadAvatar(file);
      if (envelope.code !== 0) return void message.error(envelope.msg);
      setProfile(envelope.data);
      void message.success(PROFILE_TEXTS.avatarSaved);
    } catch (e) {
      void message.error(errorMessage(e));
    } finally {
      setUploading(false);
    }
  };

  const save = async () => {
    const failure = nicknameFailure(nickname);
    if (failure) return void message.error(failure);
    setSaving(true);
    try {
      const envelope = await saveNickname(nickname.trim());
      if (envelope.code !== 0) return void message.error(envelope.msg);
      setProfile(envelope.data);
      setEditing(false);
      void message.success(PROFILE_TEXTS.nicknameSaved);
    } catch (e) {
      void message.error(errorMessage(e));
    } finally {
      setSaving(false);
    }
  };

  return (
    <div className={styles.basics}>
      {holder}
      <button
        type="button"
        className={styles.avatar}
        onClick={() => fileInput.current?.click()}
        aria-label="更换头像"
        data-testid="profile-avatar"
      >
        {user.avatar_url ? <img src={user.avatar_url} alt="头像" /> : <span>{[...user.nickname][0]}</span>}
        <span className={styles.avatarMask}>
          <CameraOutlined />
        </span>
      </button>
      <input
        ref={fileInput}
        type="file"
        accept="image/png,image/jpeg,image/webp"
        hidden
        data-testid="avatar-file"
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          if (file) void upload(file);
        }}
      />
      <div className={styles.identity}>
        {editing ? (
          <div className={styles.nicknameEdit}>
            <Input
              autoFocus
              value={nickname}
              onChange={(e) => setNickname(e.target.value)}
              onPressEnter={() => void save()}
              count={{ show: true, max: NICKNAME_MAX_LENGTH, strategy: countChars }}
              placeholder="请输入昵称"
              style={{ width: 280 }}
              data-testid="nickname-input"
            />
            <Button type="primary" loading={saving} onClick={() => void save()} data-testid="nickname-save">
              保存
            </Button>
            <Button onClick={() => setEditing(false)}>取消</Button>
          </div>
        ) : (
          <div className={styles.nicknameRow}>
            <span className={styles.nicknameText} data-testid="profile-nickname">
              {user.nickname}
            </span>
            <Button
              type="link"
              size="small"
              icon={<EditOutlined />}
              onClick={() => {
                setNickname(user.nickname);
                setEditing(true);
              }}
              data-testid="nickname-edit"
            >
              修改昵称
            </Button>
          </div>
        )}
        <div className={styles.uid}>{`用户ID：${user.uid}`}</div>
        <div className={styles.avatarActions}>
          <Button
            icon={<CameraOutlined />}
            loading={uploading}
            onClick={() => fileInput.current?.click()}
            data-testid="avatar-upload"
          >
            更换头像
          </Button>
          <span className={styles.hint}>{`支持 PNG、JPEG、WebP 格式，不超过 ${AVATAR_MAX_BYTES / 1024 / 1024}MB`}</span>
        </div>
      </div>
    </div>
  );
}
