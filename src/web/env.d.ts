/// <reference types="vite/client" />
declare const __AGENCY__: import('#shared/agency').AgencyProfile;
