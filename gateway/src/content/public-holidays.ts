/**
 * Public holidays of fixed date in each market, as month-day (« MM-DD »): a centre is closed on them every year.
 * Holidays whose date moves (Easter Monday, Ascension and Whit Monday in France; the Islamic holidays in Morocco,
 * which follow the lunar calendar and its observed crescent) are entered as closures by the administrator, each
 * year, as are a centre's own days off.
 */
export const FIXED_PUBLIC_HOLIDAYS: Record<'FR' | 'MA', readonly string[]> = {
  FR: [
    '01-01', // Jour de l’an
    '05-01', // Fête du Travail
    '05-08', // Victoire 1945
    '07-14', // Fête nationale
    '08-15', // Assomption
    '11-01', // Toussaint
    '11-11', // Armistice 1918
    '12-25', // Noël
  ],
  MA: [
    '01-01', // Nouvel an
    '01-11', // Manifeste de l’indépendance
    '01-14', // Nouvel an amazigh (férié depuis 2024)
    '05-01', // Fête du Travail
    '07-30', // Fête du Trône
    '08-14', // Allégeance de l’Oued Eddahab
    '08-20', // Révolution du Roi et du Peuple
    '08-21', // Fête de la Jeunesse
    '11-06', // Marche verte
    '11-18', // Fête de l’Indépendance
  ],
};
