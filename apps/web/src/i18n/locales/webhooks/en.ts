/** The webhook form's URL messages, keys its schema gives the form (`isCatalogKey` reads the first paint's catalog). */
export const webhooksEn = {
  urlProblem: {
    invalid: 'Enter a full address, such as https://example.com/hook',
    scheme: 'The address must start with http:// or https://',
    credentials: 'Leave the user name and password out: receivers check the signature instead',
  },
};
