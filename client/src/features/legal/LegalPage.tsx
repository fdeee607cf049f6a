import { Navigate } from 'react-router-dom';
import { DataView } from '../../components/ui/DataView';
import { PageHeading } from '../../components/ui/PageHeading';
import { frenchLongDate } from '../../config/format';
import { useLegalDocumentQuery } from '../../gql/hooks';
import './legal.css';

/** A legal text served by the gateway (already filled with the site identity), with a table of contents. */
export function LegalPage({ slug }: { slug: 'mentions-legales' | 'confidentialite' | 'conditions' }) {
  const { data, loading, error, refetch } = useLegalDocumentQuery({ variables: { slug } });
  return (
    <div className="page page--narrow legal">
      <DataView loading={loading} error={error} data={data} onRetry={() => void refetch()}>
        {({ legalDocument: doc }) => {
          if (!doc) return <Navigate to="/" replace />;
          return (
            <>
              <PageHeading title={doc.title} lead={doc.intro ?? undefined} />
              {doc.demoNotice && (
                <p className="legal__demo" role="note">
                  {doc.demoNotice}
                </p>
              )}
              <p className="legal__updated">
                Mise à jour le <time dateTime={doc.updated}>{frenchLongDate(doc.updated)}</time>
              </p>
              <nav className="legal__toc" aria-label="Sommaire">
                <ol>
                  {doc.sections.map((section, index) => (
                    <li key={section.title}>
                      <a href={`#section-${index + 1}`}>{section.title}</a>
                    </li>
                  ))}
                </ol>
              </nav>
              {doc.sections.map((section, index) => (
                <section key={section.title} id={`section-${index + 1}`} aria-labelledby={`section-${index + 1}-title`}>
                  <h2 id={`section-${index + 1}-title`}>{section.title}</h2>
                  {section.paragraphs.map((paragraph) => (
                    <p key={paragraph}>{paragraph}</p>
                  ))}
                  {section.items && (
                    <ul>
                      {section.items.map((item) => (
                        <li key={item}>{item}</li>
                      ))}
                    </ul>
                  )}
                </section>
              ))}
            </>
          );
        }}
      </DataView>
    </div>
  );
}
