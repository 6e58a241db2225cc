import { useRef, useState } from 'react';
import { Button, Space } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { CONTENT_IMAGE_MAX_BYTES, CONTENT_TEXTS } from '@bangyan/contract';
import styles from './Content.module.css';

const TYPES = ['image/png', 'image/jpeg', 'image/webp'];

/**
 * A picture field: its preview and a file chooser. The file is read as a data: URI and checked here for type and
 * size (the server checks its bytes again); an optional picture can be removed.
 */
export function ImageInput({
  id,
  value,
  onChange,
  optional,
  label,
}: {
  id?: string;
  value?: string;
  onChange?: (value: string) => void;
  optional?: boolean;
  label: string;
}) {
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const choose = (file: File | undefined) => {
    if (!file) return;
    if (!TYPES.includes(file.type)) return setProblem(CONTENT_TEXTS.image);
    if (file.size > CONTENT_IMAGE_MAX_BYTES) return setProblem(CONTENT_TEXTS.imageTooLarge);
    const reader = new FileReader();
    reader.onload = () => {
      setProblem(null);
      onChange?.(String(reader.result));
    };
    reader.readAsDataURL(file);
  };
  return (
    <div className={styles.image}>
      {value ? <img src={value} alt={`${label}预览`} className={styles.imagePreview} /> : <span>未上传</span>}
      <Space wrap>
        <Button id={id} icon={<UploadOutlined />} onClick={() => input.current?.click()}>
          {value ? '更换图片' : '上传图片'}
        </Button>
        {optional && value && <Button onClick={() => onChange?.('')}>移除</Button>}
      </Space>
      <input
        ref={input}
        type="file"
        accept={TYPES.join(',')}
        style={{ display: 'none' }}
        aria-label={`上传${label}`}
        onChange={(e) => {
          choose(e.target.files?.[0]);
          e.target.value = '';
        }}
      />
      <div className={styles.hint}>{problem ?? `PNG、JPEG 或 WebP，不超过${CONTENT_IMAGE_MAX_BYTES / 1024}KB`}</div>
    </div>
  );
}
