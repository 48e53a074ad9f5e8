// The portal's Content-Security-Policy allows no inline script: the demo's calls live here.
function callShell(method, params) {
  window.parent.postMessage({ method: method, params: params }, window.location.origin);
}

document.querySelectorAll('button[data-method]').forEach(function (button) {
  button.addEventListener('click', function () {
    callShell(button.dataset.method, JSON.parse(button.dataset.params));
  });
});
