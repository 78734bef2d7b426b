/** The staff's dashboard is Dutch, whatever the browser asks for. */
export default 'nl-BE';
