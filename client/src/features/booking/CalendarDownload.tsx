/**
 * « Ajouter à mon agenda »: the appointment's iCalendar file, the same as the e-mail's, saved from the page itself so
 * that a visitor whose e-mail is late or lost still has it. The file is made in the browser (a Blob) when asked for:
 * nothing is asked of the gateway again.
 */
export function CalendarDownload({ calendar, fileName }: { calendar: string; fileName: string }) {
  const save = () => {
    const url = URL.createObjectURL(new Blob([calendar], { type: 'text/calendar;charset=utf-8' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = fileName;
    link.click();
    // The download has its own copy once started: the address can go.
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  };
  return (
    <button type="button" className="button" onClick={save}>
      Ajouter à mon agenda
    </button>
  );
}
