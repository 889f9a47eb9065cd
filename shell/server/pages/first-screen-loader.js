// The first screen's loader: the inline script that adds the head's preloads and scripts (held in
// <template id="boot-later">) once the first screen's largest picture has painted, so that on a slow line the
// picture has the whole line to itself and the page is shown before the JavaScript starts. "Painted" is the
// browser's own largest-contentful-paint entry for that picture; where the browser reports none (Safari, a tab in
// the background), the picture's load and the next frames. Should neither come, the JavaScript starts after 5 s
// (the loader's longest wait), or 1 s after the picture has loaded (it may not be the largest thing painted, on some
// screen). The tags are added 4 to a task.
//
// first-screen-script.ts reads this file once, at start: it drops the lines that are comments and joins the others,
// trimmed, into one line (so every line ends where a statement or a block may), and the shell's
// Content-Security-Policy allows that line by its hash. It is written compact, as the page carries it (Prettier
// leaves it as it is: .prettierignore); browser JavaScript of 2015 (ES5), since no build step runs on it. The two
// lines for ESLint below are comments too, dropped with the others.
/* global document, window, requestAnimationFrame */
/* eslint no-empty: ["error", { "allowEmptyCatch": true }] */
(function(){
  // The page's first use of localStorage opens it, a wait of 1–4 ms on this machine: alone, in a task of its own,
  // rather than inside the federation runtime's start (which reads it first) in main.js's long task.
  setTimeout(function(){try{localStorage.getItem('auth')}catch(e){}},0);
  var shown=document.getElementById('first-screen');
  var picture=shown&&shown.querySelector('img[fetchpriority=high]');
  var started=false;
  function start(){if(started)return;started=true;
    var later=document.getElementById('boot-later');if(!later)return;
    var tags=[].slice.call(later.content.children);
    // Each tag added starts a request from the page's thread (about 4 ms on a phone): a few per task, so a tap
    // in between is answered at once.
    (function add(){tags.splice(0,4).forEach(function(tag){var copy;
      if(tag.tagName==='SCRIPT'){copy=document.createElement('script');
        [].forEach.call(tag.attributes,function(a){copy.setAttribute(a.name,a.value)});copy.text=tag.text}
      else copy=tag.cloneNode(true);
      document.head.appendChild(copy)});if(tags.length)setTimeout(add,0)})()}
  function soon(){setTimeout(start,0)}
  function afterFrames(){requestAnimationFrame(function(){requestAnimationFrame(soon)})}
  setTimeout(start,5000);
  // A tab in the background paints nothing (and runs no animation frame): nothing to wait for.
  if(document.visibilityState==='hidden'){soon();return}
  if(!picture){afterFrames();return}
  // A picture that failed, or is there already, does not hold the page for long.
  if(picture.complete&&!picture.naturalWidth){soon();return}picture.addEventListener('error',start);
  var types=(window.PerformanceObserver&&PerformanceObserver.supportedEntryTypes)||[];
  if(types.indexOf('largest-contentful-paint')<0){
    if(picture.complete)afterFrames();else picture.addEventListener('load',afterFrames);return}
  function loaded(){setTimeout(start,1000)}
  if(picture.complete)loaded();else picture.addEventListener('load',loaded);
  new PerformanceObserver(function(list){list.getEntries().forEach(function(entry){
    if(entry.element===picture)soon()})})
  .observe({type:'largest-contentful-paint',buffered:true})
})();
