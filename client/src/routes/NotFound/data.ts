// The page reads the services' overview besides the site's shell.
export { loadServicesOverview as load } from '../../app/page-data';
