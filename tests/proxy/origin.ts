// Where the rig of decision 082 answers: in https, under a name both the browser and Node resolve to this machine.
export const PROXY_HOST = "localhost";
export const PROXY_PORT = 8443;
export const PROXY_ORIGIN = `https://${PROXY_HOST}:${PROXY_PORT}`;
