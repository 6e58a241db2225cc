import { Input } from 'antd';
import { Markdown } from '../../../components/Markdown.tsx';
import styles from './Content.module.css';

/**
 * A Markdown body with its live preview, rendered by the site's own safe renderer exactly as the page will show it:
 * paragraphs, ## and ### headings, - lists, **bold** and [links](/path or https://…); never HTML.
 */
export function MarkdownInput({
  id,
  value,
  onChange,
  max,
}: {
  id?: string;
  value?: string;
  onChange?: (value: string) => void;
  max: number;
}) {
  return (
    <div className={styles.markdown}>
      <Input.TextArea
        id={id}
        value={value}
        onChange={(e) => onChange?.(e.target.value)}
        maxLength={max}
        autoSize={{ minRows: 10, maxRows: 24 }}
        placeholder={'## 小标题\n\n段落文字，**加粗**，[链接](/blog)\n\n- 列表项'}
      />
      <div className={styles.preview} data-testid="markdown-preview">
        <div className={styles.previewTitle}>预览</div>
        <Markdown source={value ?? ''} />
      </div>
    </div>
  );
}
