import { AGREEMENT, PRIVACY, type LegalDocument } from './legalTexts.ts';
import styles from './LegalPage.module.css';

function LegalPage({ doc }: { doc: LegalDocument }) {
  return (
    <div className={styles.page}>
      <article className={styles.doc} data-testid="legal-document">
        <h1>{doc.title}</h1>
        <p className={styles.updated}>{`更新日期：${doc.updated}`}</p>
        {doc.sections.map((section) => (
          <section key={section.heading}>
            <h2>{section.heading}</h2>
            {section.paragraphs.map((p) => (
              <p key={p}>{p}</p>
            ))}
          </section>
        ))}
      </article>
    </div>
  );
}

export const AgreementPage = () => <LegalPage doc={AGREEMENT} />;
export const PrivacyPage = () => <LegalPage doc={PRIVACY} />;
