/* A Stripe.js-compatible script served by the local Stripe stand-in: `Stripe(publishableKey)` with
 * elements().create('card'), createPaymentMethod and confirmCardPayment, enough for @stripe/react-stripe-js. */
(function () {
  'use strict';
  var script = document.currentScript;
  var api = script ? new URL(script.src).origin : window.location.origin;

  function form(data, prefix, out) {
    out = out || [];
    Object.keys(data).forEach(function (key) {
      var value = data[key];
      var name = prefix ? prefix + '[' + key + ']' : key;
      if (value === undefined || value === null) return;
      if (typeof value === 'object') form(value, name, out);
      else out.push(encodeURIComponent(name) + '=' + encodeURIComponent(String(value)));
    });
    return out.join('&');
  }

  function call(key, method, path, data) {
    return fetch(api + path, {
      method: method,
      headers: { Authorization: 'Bearer ' + key, 'Content-Type': 'application/x-www-form-urlencoded' },
      body: method === 'GET' ? undefined : form(data || {}),
    })
      .then(function (res) {
        return res.json();
      })
      .catch(function () {
        return {
          error: { type: 'api_connection_error', message: 'We could not reach the payment service. Try again.' },
        };
      });
  }

  // On a narrow screen the date and the code go under the number, which keeps its width: every digit stays in sight.
  var STYLE = 'display:flex;flex-wrap:wrap;gap:8px;align-items:center;width:100%;font:inherit;font-size:16px;';
  var INPUT = 'border:0;outline:0;background:transparent;font:inherit;color:inherit;min-width:0;padding:2px 0;';

  function CardElement(options) {
    this.options = options || {};
    this.handlers = {};
    this.inputs = null;
    this.container = null;
  }
  CardElement.prototype.on = function (event, handler) {
    (this.handlers[event] = this.handlers[event] || []).push(handler);
    return this;
  };
  CardElement.prototype.off = function (event, handler) {
    this.handlers[event] = (this.handlers[event] || []).filter(function (h) {
      return h !== handler;
    });
    return this;
  };
  CardElement.prototype.once = CardElement.prototype.on;
  CardElement.prototype.emit = function (event, payload) {
    (this.handlers[event] || []).forEach(function (handler) {
      handler(payload);
    });
  };
  CardElement.prototype.values = function () {
    var i = this.inputs;
    if (!i) return { number: '', exp: '', cvc: '' };
    return {
      number: i.number.value.replace(/\s+/g, ''),
      exp: i.exp.value.replace(/\s+/g, ''),
      cvc: i.cvc.value.trim(),
    };
  };
  CardElement.prototype.state = function () {
    var v = this.values();
    var empty = !v.number && !v.exp && !v.cvc;
    var error;
    if (v.number && !/^\d{12,19}$/.test(v.number))
      error = { type: 'validation_error', code: 'invalid_number', message: 'Your card number is invalid.' };
    else if (v.exp && !/^(0[1-9]|1[0-2])\/?\d{2}$/.test(v.exp))
      error = {
        type: 'validation_error',
        code: 'invalid_expiry',
        message: "Your card's expiration date is incomplete.",
      };
    var complete =
      !error && /^\d{12,19}$/.test(v.number) && /^(0[1-9]|1[0-2])\/?\d{2}$/.test(v.exp) && /^\d{3,4}$/.test(v.cvc);
    return {
      elementType: 'card',
      empty: empty,
      complete: complete,
      error: error,
      brand: v.number[0] === '5' ? 'mastercard' : v.number[0] === '4' ? 'visa' : 'unknown',
      value: {},
    };
  };
  CardElement.prototype.mount = function (target) {
    var node = typeof target === 'string' ? document.querySelector(target) : target;
    if (!node) throw new Error('The card element needs a DOM node to mount in.');
    var self = this;
    var box = document.createElement('div');
    box.setAttribute('style', STYLE);
    box.className = 'StripeElement';
    function field(name, label, placeholder, width, autocomplete) {
      var input = document.createElement('input');
      input.name = name;
      input.setAttribute('aria-label', label);
      input.placeholder = placeholder;
      input.inputMode = 'numeric';
      input.autocomplete = autocomplete;
      input.setAttribute('style', INPUT + 'flex:' + width + ';');
      input.addEventListener('input', function () {
        self.emit('change', self.state());
      });
      input.addEventListener('focus', function () {
        self.emit('focus', { elementType: 'card' });
      });
      input.addEventListener('blur', function () {
        self.emit('blur', { elementType: 'card' });
      });
      box.appendChild(input);
      return input;
    }
    this.inputs = {
      number: field('cardnumber', 'Card number', '1234 1234 1234 1234', '1 1 13em', 'cc-number'),
      exp: field('exp-date', 'Expiration date (MM/YY)', 'MM/YY', '0 0 4.5em', 'cc-exp'),
      cvc: field('cvc', 'Security code (CVC)', 'CVC', '0 0 3.5em', 'cc-csc'),
    };
    node.appendChild(box);
    this.container = box;
    setTimeout(function () {
      self.emit('ready', { elementType: 'card' });
    }, 0);
  };
  CardElement.prototype.unmount = function () {
    if (this.container && this.container.parentNode) this.container.parentNode.removeChild(this.container);
    this.container = null;
    this.inputs = null;
  };
  CardElement.prototype.destroy = CardElement.prototype.unmount;
  CardElement.prototype.update = function (options) {
    this.options = Object.assign({}, this.options, options);
  };
  CardElement.prototype.clear = function () {
    if (!this.inputs) return;
    this.inputs.number.value = this.inputs.exp.value = this.inputs.cvc.value = '';
    this.emit('change', this.state());
  };
  CardElement.prototype.focus = function () {
    if (this.inputs) this.inputs.number.focus();
  };
  CardElement.prototype.blur = function () {
    if (document.activeElement && this.container && this.container.contains(document.activeElement))
      document.activeElement.blur();
  };

  function Stripe(publishableKey) {
    if (!(this instanceof Stripe)) return new Stripe(publishableKey);
    var key = publishableKey;
    var elementsByType = {};

    function cardData(element) {
      var v = element.values();
      var exp = v.exp.replace('/', '');
      return { number: v.number, exp_month: exp.slice(0, 2), exp_year: exp.slice(2), cvc: v.cvc };
    }

    this.elements = function () {
      return {
        create: function (type, options) {
          if (type !== 'card') throw new Error('The local Stripe stand-in only has the card element.');
          return (elementsByType.card = new CardElement(options));
        },
        getElement: function (type) {
          return elementsByType[type] || null;
        },
        update: function () {},
        fetchUpdates: function () {
          return Promise.resolve({});
        },
        submit: function () {
          return Promise.resolve({});
        },
      };
    };
    this.createPaymentMethod = function (options) {
      var element = options.card || options.element;
      if (!element || !element.values)
        return Promise.resolve({ error: { type: 'validation_error', message: 'Enter your card details.' } });
      return call(key, 'POST', '/v1/payment_methods', {
        type: 'card',
        card: cardData(element),
        billing_details: options.billing_details,
      }).then(function (body) {
        return body.error ? { error: body.error } : { paymentMethod: body };
      });
    };
    this.confirmCardPayment = function (clientSecret, data) {
      var intentId = String(clientSecret).split('_secret_')[0];
      var method = data && data.payment_method;
      var params = { client_secret: clientSecret };
      if (typeof method === 'string') params.payment_method = method;
      else if (method && method.card) {
        params.payment_method_data = {
          type: 'card',
          card: cardData(method.card),
          billing_details: method.billing_details,
        };
      } else return Promise.resolve({ error: { type: 'validation_error', message: 'Enter your card details.' } });
      // As Stripe.js answers: an authorised payment is a paymentIntent whatever its status, `succeeded` when captured
      // at once and `requires_capture` when the shop captures it later; only a refused card is an error, which
      // carries the intent as it was left.
      return call(key, 'POST', '/v1/payment_intents/' + intentId + '/confirm', params).then(function (body) {
        return body.error ? { error: body.error } : { paymentIntent: body };
      });
    };
    this.retrievePaymentIntent = function (clientSecret) {
      var intentId = String(clientSecret).split('_secret_')[0];
      return fetch(api + '/v1/payment_intents/' + intentId + '?client_secret=' + encodeURIComponent(clientSecret), {
        headers: { Authorization: 'Bearer ' + key },
      })
        .then(function (res) {
          return res.json();
        })
        .then(function (body) {
          return body.error ? { error: body.error } : { paymentIntent: body };
        });
    };
    this.createToken = function () {
      return Promise.resolve({
        error: { type: 'invalid_request_error', message: 'Tokens are not supported; use payment methods.' },
      });
    };
    this.confirmPayment = function () {
      return Promise.resolve({
        error: { type: 'invalid_request_error', message: 'Use confirmCardPayment with the card element.' },
      });
    };
  }
  Stripe.version = 3;
  window.Stripe = Stripe;
})();
