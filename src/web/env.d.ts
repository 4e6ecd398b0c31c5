/// <reference types="vite/client" />
declare const __AGENCY_ENV__: import('../shared/agency').AgencyEnv;
