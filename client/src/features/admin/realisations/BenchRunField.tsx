import { useState } from 'react';
import { PowerChart } from '../../../components/ui/PowerChart';
import { useAdminBenchRunPreviewQuery } from '../../../gql/admin/hooks';
import type { BenchRunChoice } from './form-state';

/** The bench's CSV export is text of a few kilobytes (the server refuses more than 100 kB). */
const MAX_FILE_BYTES = 100_000;

/**
 * The power-bench run of a realisation: the bench's CSV export (docs/bench-run-csv.md), previewed as the public
 * chart will draw it, from the server's own reading of the file (the one that applies on saving). A stored run can be
 * kept, replaced or removed.
 */
export function BenchRunField({
  id,
  value,
  disabled,
  onChange,
}: {
  id: string;
  value: BenchRunChoice;
  disabled: boolean;
  onChange(value: BenchRunChoice): void;
}) {
  const [readError, setReadError] = useState<string | null>(null);
  const csv = value.kind === 'file' ? value.csv : '';
  const preview = useAdminBenchRunPreviewQuery({ variables: { csv }, skip: !csv, fetchPolicy: 'no-cache' });
  const result = preview.data?.benchRunPreview;
  const problem = readError ?? result?.problem ?? (preview.error ? 'Aperçu impossible : vérifiez la connexion.' : null);

  const choose = async (file: File | undefined) => {
    setReadError(null);
    if (!file) return;
    if (file.size > MAX_FILE_BYTES) {
      setReadError('Relevé de banc refusé : le fichier dépasse 100 ko');
      return;
    }
    onChange({ kind: 'file', csv: await file.text(), fileName: file.name });
  };

  return (
    <div className="bench-run-field">
      {value.kind === 'stored' && (
        <p className="admin-hint">
          Relevé joint : {value.summary}.{' '}
          <button
            type="button"
            className="button button--ghost button--small"
            disabled={disabled}
            onClick={() => onChange({ kind: 'remove' })}
          >
            Retirer le relevé
          </button>
        </p>
      )}
      {value.kind === 'remove' && (
        <p className="admin-hint" role="status">
          Le relevé sera retiré à l’enregistrement.
        </p>
      )}
      <div className="field">
        <label htmlFor={id}>
          {value.kind === 'stored' ? 'Remplacer par un autre fichier CSV' : 'Fichier CSV du banc'}
        </label>
        <input
          id={id}
          type="file"
          accept=".csv,text/csv,text/plain"
          disabled={disabled}
          onChange={(event) => void choose(event.target.files?.[0])}
        />
      </div>
      {value.kind === 'file' && (
        <p className="admin-hint">
          {value.fileName}{' '}
          <button
            type="button"
            className="button button--ghost button--small"
            disabled={disabled}
            onClick={() => onChange({ kind: 'none' })}
          >
            Ne pas joindre ce fichier
          </button>
        </p>
      )}
      {problem && (
        <p className="form-error" role="alert">
          {problem}
        </p>
      )}
      {preview.loading && <p role="status">Lecture du relevé…</p>}
      {value.kind === 'file' && result?.run && <PowerChart run={result.run} title="Aperçu des courbes" />}
    </div>
  );
}
