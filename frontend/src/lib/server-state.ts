/** The id of the <script type="application/json"> holding the React Query cache a server-rendered page came from. */
export const SERVER_STATE_ELEMENT_ID = 'shop-server-state';
